/** An author as staff edit it (`api/staff/authors/`, docs/back-office.md). */
export interface StaffAuthor {
  id: number;
  slug: string;
  name: string;
  label: number;
  /** Sanitised HTML from the rich text editor. */
  biography: string;
  biography_text: string;
  avatar: string | null;
  banner: string | null;
  version: number;
  updated_at: string;
}

/** A book as staff edit it (`api/staff/books/`). */
export interface StaffBook {
  id: number;
  slug: string;
  title: string;
  label: number;
  author: number | null;
  isbn: string;
  /** Euros incl. VAT, "18.00". */
  price: string;
  vat_rate: '5.5' | '20';
  nb_pages: number | null;
  publisher: string;
  is_external: boolean;
  /** YYYY-MM-DD or null. */
  release: string | null;
  published: boolean;
  out_of_stock: boolean;
  restocking_date: string | null;
  image: string | null;
  description: string;
  description_text: string;
  version: number;
  updated_at: string;
}

/** What an edit sends: the changed fields, with the version the editor started from. */
export type AuthorChanges = Partial<Pick<StaffAuthor, 'name' | 'label' | 'slug' | 'biography' | 'avatar' | 'banner'>>;
export type BookChanges = Partial<Omit<StaffBook, 'id' | 'biography_text' | 'description_text' | 'version' | 'updated_at'>>;

export type BulkAction = 'publish' | 'unpublish' | 'out_of_stock' | 'in_stock';
