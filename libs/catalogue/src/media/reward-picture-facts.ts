/** What crowdfunding records of a reward that its picture shows: the book it holds, a dedication, a donation. */
export interface RewardPictureFacts {
  booksCount: number;
  dedication: boolean;
  donation: boolean;
  /** The reward's campaign: its book (once in the catalogue), else its title and author draw the cover. */
  campaign: { slug: string; title: string; authorId: number | null; bookId: number | null; updatedAt: Date };
}

/**
 * The facts of a reward by its product id, null when it has none. Rewards are catalogue products whose
 * picture the catalogue draws, but campaigns and their rewards' contents belong to crowdfunding, which
 * provides this; without it, a reward is drawn from its name alone.
 */
export abstract class RewardPictureSource {
  abstract rewardFacts(productId: number): Promise<RewardPictureFacts | null>;
}
