/** Shapes of the API's JSON, shared by features (only the fields the SPA reads). */

/** DRF's paginated envelope (LimitOffsetPagination). */
export interface Page<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** A label's colours, applied as CSS variables on the document root. */
export interface LabelTheme {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  accent: string;
}

/** Images of a step from 10 to 100 (emblems for the loading animation, icons), keyed by the step. */
export type SteppedImages = Partial<Record<'10' | '20' | '30' | '40' | '50' | '60' | '70' | '80' | '90' | '100', string>>;

/** The feature switches of a label (spec §3): they drive the menus and the home sections. */
export interface LabelFlags {
  featureAbout: boolean;
  featureProjects: boolean;
  featureLibrary: boolean;
  featureExternals: boolean;
  featureShop: boolean;
  featureEvents: boolean;
  featureAuthors: boolean;
  featureCart: boolean;
  featureBookseller: boolean;
  feature_crowdfunding: boolean;
}

/** A label (collection): the context chosen by the first URL segment. */
/** What the menus, the footer and the bookseller's order form know of the other labels (`labels/?fields=…`). */
export type LabelSummary = Pick<Label, 'id' | 'slug' | 'name' | 'featureShop'>;

export interface Label extends LabelFlags {
  id: number;
  name: string;
  slug: string;
  logo: string | null;
  logoWebp: string | null;
  logoFooter: string | null;
  logoFooterWebp: string | null;
  logoBig: string | null;
  emblem: string | null;
  emblemWebp: string | null;
  emblems: SteppedImages | null;
  catchPhrase: string | null;
  catchLines: string | null;
  /** HTML: who the label is (the 'Qui sommes-nous ?' page), sanitised before display. */
  description: string | null;
  theme: LabelTheme;
  /** The label's own CSS (filtered by the server: selectors and plain declarations). */
  css?: string;
  globalMessage: string | null;
  /** Plain text the label shows at checkout (delivery and summary steps), or null. */
  checkout_message: string | null;
  facebookPage: string | null;
  blueskyPage: string | null;
  linkedinPage: string | null;
  instagramPage: string | null;
}

/** Spec §3: how a bookseller pays ('credit-cart' is an old spelling of 'credit-card'). */
export type PaymentMean = 'sepa-debit' | 'wire' | 'credit-card' | 'credit-cart';

/** A bookseller's terms, on their profile. */
export interface BooksellerTerms {
  id: number;
  company_name?: string;
  payment_mean: PaymentMean;
  sepa_term: number | null;
  invoice_mail: string | null;
  /** The IBAN masked but for its first and last 4 characters; null when none was given. */
  iban_masked?: string | null;
  /** The SEPA mandate's unique reference (RUM), when staff recorded it. */
  sepa_mandate_reference?: string | null;
  /** SIRET, 14 digits without spaces; null until given. */
  siret?: string | null;
  /** Intra-EU VAT number ('FR' + key + SIREN); null until given. */
  vat_number?: string | null;
  prisme_member: boolean;
  /** Trade discount in percent. */
  discount: number;
}

/** The signed-in user's profile (spec §3, `GET users/profile/`). */
export interface UserProfile {
  id: number;
  email: string;
  nickname: string | null;
  subscribed?: boolean;
  bookseller?: BooksellerTerms | null;
  isBookseller: boolean;
  is_staff: boolean;
  total_usable_credit_note?: string;
  total_usable_voucher?: string;
}

/** The author as a campaign or a book carries it (unexpanded summary). */
export interface AuthorSummary {
  id: number;
  slug: string;
  name: string;
  avatar: string | null;
  avatar_webp: string | null;
}

/** The expanded author (`expand=author`, `authors/`, `authors/{slug}/`). */
export interface Author extends AuthorSummary {
  name_handwritten: string | null;
  /** HTML, sanitised before display. */
  biography?: string | null;
  biography_text: string | null;
  label_slug: string;
  banner?: string | null;
  banner_webp?: string | null;
  banner_mobile?: string | null;
  banner_mobile_webp?: string | null;
  /** The author's upcoming events (filled on `authors/{slug}/`). */
  future_events?: LabelEvent[];
}

/** An event of the agenda (`events/`): a signing, a reading, a festival. */
export interface LabelEvent {
  id: number;
  slug: string;
  title: string;
  /** HTML, sanitised before display. */
  description: string;
  location: string;
  label: number;
  label_slug: string;
  /** ISO instants. */
  start_date: string;
  end_date: string;
  poster: string | null;
  poster_webp: string | null;
  authors: AuthorSummary[];
}

/** 1: amount in euros; 2: number of books sold. */
export type GoalType = 1 | 2;

/** A crowdfunding campaign as listed (derived fields computed by the server at request time). */
export interface Crowdfunding {
  id: number;
  title: string;
  slug: string;
  label: number;
  label_slug: string;
  book_slug: string | null;
  cover: string | null;
  cover_webp: string | null;
  video: string | null;
  author: AuthorSummary | null;
  /** The description without HTML, for excerpts. */
  description_text: string;
  start_date: string;
  end_date: string;
  /** 'YYYY-MM-DD' or null. */
  release_date: string | null;
  goal_type: GoalType;
  goal: number;
  books_sold: number;
  /** collection: euros as a decimal string ("4800.00"). */
  basic_stats: { collection: string; contributors: number };
  completion_percent: number;
  completion_tens: number;
  started: boolean;
  finished: boolean;
  disabled: boolean;
  /** A draft: only staff get it from the API (its preview); nobody can back it. */
  draft: boolean;
  succeeded: boolean;
  in_production: boolean;
  released: boolean;
  time_remaining: { total_seconds: number; days: number; hours: number; minutes: number; seconds: number };
  time_label: string;
  facebook_pixel_id: string | null;
  news_count: number;
  faqs_count: number;
  contributions_count: number;
}

/** A reward of a campaign (a product of type compensation, `expand=compensations`). */
export interface Compensation {
  id: number;
  name: string;
  price: string;
  description_text: string;
  image: string | null;
  image_webp: string | null;
  limited: boolean;
  limited_quantity: number | null;
  ordered_quantity: number;
  /** Never below 0; null when unlimited. */
  remaining_quantity: number | null;
  lockedByVoucher: boolean;
  bookseller_only: boolean;
  dedication: boolean;
  donation: boolean;
}

/** The campaign page's campaign: its HTML description, rewards and author expanded. */
export interface CrowdfundingDetail extends Omit<Crowdfunding, 'author'> {
  description: string;
  author: Author | null;
  compensations: Compensation[];
}

/** A news item of a campaign. */
export interface CrowdfundingNews {
  id: number;
  subject: string;
  date: string;
  /** HTML, sanitised before display. */
  content: string;
}

/** A question of a campaign's FAQ. */
export interface CrowdfundingFaq {
  id: number;
  question: string;
  response: string;
}

/** A line of a campaign's public backers list; nickname or amount are null when the backer hid them. */
export interface Backer {
  id: number;
  nickname: string | null;
  amount: string | null;
  comment: string;
  date: string;
  displayNickname: boolean;
  displayAmount: boolean;
}

/** An image of a product's gallery. */
export interface ProductImage {
  image: string;
  image_webp: string | null;
}

/** A variant of a product (a size, a colour): out of stock at 0 or below. */
export interface ProductVariant {
  id: number;
  name: string;
  remaining_quantity: number;
  attributes: number[];
}

/** What every product of the catalogue has (books, goodies, gift cards; spec §3). */
export interface ProductBase {
  id: number;
  slug: string;
  type: 'book' | 'goodie' | 'giftcard' | 'compensation';
  name: string;
  full_name?: string;
  /** Euros with VAT, as a decimal string ("21.00"). */
  price: string;
  price_no_vat?: string;
  /** Percent ("5.5"). */
  vat_rate?: number;
  /** HTML, sanitised before display. */
  description?: string;
  description_text: string;
  image: string | null;
  image_webp: string | null;
  images?: ProductImage[];
  locked_by_voucher?: boolean;
  bookseller_only?: boolean;
  out_of_stock: boolean;
  /** True only in staff's preview of a draft (nobody else is answered one): not for sale. */
  draft?: boolean;
  /** 'YYYY-MM-DD' or null. */
  restocking_date: string | null;
  label_slug: string;
  author: AuthorSummary | null;
  /** Ids, or the products themselves with `expand=linked_products`. */
  linked_products?: (number | Product)[];
  variants?: ProductVariant[];
  /** What the variants vary in ('Taille', 'Couleur'). */
  attribute_types?: { id: number; slug: string; name: string }[];
}

/** A product that is not a book (goodies of the shop). */
export interface Product extends ProductBase {
  book?: unknown;
}

/** A book of the catalogue, as listed. */
export interface Book extends ProductBase {
  /** 'YYYY-MM-DD'. */
  release: string | null;
  /** False while the book is in production (pre-order). */
  published: boolean;
  /** Released less than 14 days ago (spec §4, §9). */
  is_new: boolean;
  isbn?: string | null;
  nb_pages?: number | null;
  publisher?: string | null;
  /** Published by another house (the 'autres éditeurs' page). */
  is_external?: boolean;
  /** The price without VAT the viewer pays (booksellers' purchase price). */
  discounted_price_no_vat?: string | null;
  /** The price with VAT the viewer pays per copy (booksellers' purchase price), computed by the server. */
  discounted_price?: string | null;
}

/** A saved address (`users/addresses/`). */
export interface Address {
  id: number;
  name: string;
  firstname: string;
  lastname: string;
  address: string;
  address_line_2: string;
  address_line_3: string;
  postal_code: string;
  city: string;
  country: { code: string; name: string };
  phone: string;
  gln: string;
  shadow: boolean;
}

/** A line of a cart (spec §3); `product`/`variant` are ids unless expanded. */
export interface CartLine {
  id: string;
  quantity: number;
  price: string;
  price_no_vat: string;
  total: string;
  total_no_vat: string;
  product: number | ProductBase | null;
  variant: number | ProductVariant | null;
  dedications: { text: string }[];
  expected_shipment_date: string | null;
  /** A gift card bought as a gift: who it is for and the buyer's message (null otherwise; absent from older answers). */
  gift_recipient_name?: string | null;
  gift_message?: string | null;
}

/** The relay point of a shipment, in the field names of the carrier's widget. */
export interface ParcelShop {
  ID: string;
  Nom: string;
  Adresse1: string;
  Adresse2: string;
  CP: string;
  Ville: string;
  Pays: string;
  Lat: string | number | null;
  Long: string | number | null;
  Nature: string | null;
  Letter: string | null;
}

export type ShipmentMode = string;

/** A delivery choice of a shipment (`expand=shipments.options`). */
export interface ShipmentOption {
  mode: ShipmentMode;
  carrier_name: string;
  delivery_conditions: string;
  estimated_delivery_date: string | null;
  price_with_vat: string;
  displayed_price: string;
}

/** A parcel of a cart; its id is what `PATCH shipments/{id}/` takes. */
export interface Shipment {
  id: string;
  mode: ShipmentMode | null;
  options: (ShipmentMode | ShipmentOption)[];
  parcel_shop: ParcelShop | null;
  expedition_date: string | null;
  expected_expedition_date: string | null;
  expected_delivery_date: string | null;
  tracking_number: string | null;
  /** The carrier of a parcel gone, its tracking page, and what became of it (absent from older answers). */
  carrier?: 'colissimo' | 'mondial_relay' | null;
  tracking_url?: string | null;
  fulfilment_status?: 'pending' | 'shipped' | 'ready_for_pickup';
  ready_for_pickup_date?: string | null;
  cart_lines: string[];
}

/** A voucher spent on a cart (`expand=voucher_usages,voucher_usages.voucher`). */
export interface VoucherUsage {
  id: number | string;
  /** The amount this order really takes from the voucher (never more than the order's total). */
  amount: string;
  voucher: { code: string; value?: string; expiration_date?: string | null; remaining_amount?: string };
}

/** A contribution in a cart: its campaign, its amount (rewards included) and its reward lines' ids. */
export interface CartContribution {
  id: string;
  crowdfunding: number;
  crowdfunding_title: string;
  crowdfunding_slug: string;
  crowdfunding_label_slug: string;
  amount: string;
  no_compensation: boolean;
  confirm_gift: boolean;
  cart_lines: string[];
}

/** A cart (spec §3): ids unless the matching `expand=` asks for the objects. */
export interface Cart {
  id: string;
  reference: string;
  /** 0 and 1 active (1: confirmed), 2 paid (spec §4). */
  status: 0 | 1 | 2;
  need_delivery: boolean;
  cart_lines: (string | CartLine)[];
  /** Absent from answers of an older API. */
  contributions?: CartContribution[];
  shipping_address: number | Address | null;
  billing_address: number | Address | null;
  bundle: boolean | null;
  shipments: (string | Shipment)[];
  expected_shipment_dates: string[];
  sub_total_price: string;
  /** The part of contributions above their rewards: in the sub-total, on no line (absent from answers of an older API). */
  donations_amount?: string;
  /** The latest card attempt: sent without an answer yet, cancelled by the customer, refused by the bank, or none (absent from answers of an older API). */
  last_card_attempt?: 'started' | 'cancelled' | 'refused' | null;
  /** The lines without VAT and the gifts: a bookseller's sub-total (absent from answers of an older API). */
  sub_total_no_vat?: string;
  expedition_price: string;
  expedition_price_no_vat: string;
  total_price: string;
  total_no_vat: string;
  vat_amount: string;
  /** The VAT per rate ('5.50', '20.00'), shipping included: sums to vat_amount (absent from answers of an older API). */
  vat_breakdown?: { rate: string; base: string; amount: string }[];
  /** What the vouchers take off the total: their usages' used amounts (absent from answers of an older API). */
  vouchers_amount?: string;
  /** The total once the vouchers are taken off: what the payment means pays (absent from answers of an older API). */
  total_after_vouchers?: string;
  /** Still owed: the total after vouchers, 0 once the money is in. */
  remaining_to_pay: string;
  voucher_usages: (number | string | VoucherUsage)[];
  invoice_date: string | null;
  invoice_file: string | null;
  invoice_number: string | null;
  paid_with: string | null;
  paid: boolean;
  /** Orders on terms (direct debit, wire): when the money is due (absent from answers of an older API). */
  payment_due_date?: string | null;
  owner: number | null;
}

/** One order on terms in the statement (`GET api/bookseller/statement/`, and staff's `GET api/staff/booksellers/{id}/statement/`). */
export interface StatementLine {
  id: string;
  reference: string;
  invoice_number: string | null;
  invoice_date: string | null;
  invoice_file: string | null;
  means: 'sepa-debit' | 'wire' | string;
  amount_due: string;
  due_date: string;
  settled_date: string | null;
  days_overdue: number;
}

export interface BooksellerStatement {
  today: string;
  /** Everything unpaid, overdue included. */
  due_total: string;
  overdue_total: string;
  /** First day of the settled orders listed (12 months back). */
  settled_since: string;
  overdue: StatementLine[];
  due: StatementLine[];
  settled: StatementLine[];
}
