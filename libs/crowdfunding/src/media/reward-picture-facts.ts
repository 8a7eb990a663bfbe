import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type RewardPictureFacts, RewardPictureSource } from '@shop/catalogue';
import { DataSource } from 'typeorm';

interface Row {
  books_count: number;
  dedication: boolean;
  donation: boolean;
  slug: string;
  title: string;
  author_id: number | null;
  book_id: number | null;
  updated_at: Date;
}

/** The catalogue draws rewards' pictures; what a reward holds, and its campaign's book, are read here. */
@Injectable()
export class CampaignRewardPictureFacts extends RewardPictureSource {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async rewardFacts(productId: number): Promise<RewardPictureFacts | null> {
    const [row] = await this.db.query<Row[]>(
      `SELECT c.books_count, c.dedication, c.donation, f.slug, f.title, f.author_id, f.book_id, f.updated_at
         FROM compensations c JOIN crowdfundings f ON f.id = c.crowdfunding_id WHERE c.product_id = $1`,
      [productId],
    );
    if (!row) return null;
    return {
      booksCount: row.books_count,
      dedication: row.dedication,
      donation: row.donation,
      campaign: { slug: row.slug, title: row.title, authorId: row.author_id, bookId: row.book_id, updatedAt: new Date(row.updated_at) },
    };
  }
}
