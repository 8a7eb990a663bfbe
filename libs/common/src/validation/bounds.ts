/**
 * The limits every input is held to, chosen from the columns that store them and from what a
 * real order reaches. One place, so the DTOs, the OpenAPI document and the fuzz suite agree.
 */
export const INPUT_BOUNDS = {
  /** PostgreSQL `integer` (int4): every id and every count stored in one. */
  int4Max: 2_147_483_647,
  /** Offsets of a list: past int4 no list of the shop has rows. */
  offsetMax: 2_147_483_647,
  /** Copies of one product a reader orders on one line (a class set, a family's gifts). */
  readerLineQuantityMax: 999,
  /** Copies a bookseller orders on one line (a launch, a school order): the trade maximum. */
  booksellerLineQuantityMax: 9_999,
  /** Units of one reward in one contribution. */
  rewardQuantityMax: 999,
  /** Rewards chosen in one contribution form. */
  rewardsPerContributionMax: 50,
  /** Amounts in euros a form may carry (a contribution, a credit note): 1 million. */
  amountEurosMax: 1_000_000,
  /** Free texts without a column bound (comments, messages). */
  commentMax: 5_000,
  /** Comma-separated lists of field names (`fields`, `omit`, `expand`, `ordering`). */
  fieldListMax: 500,
  /** A search box. */
  searchMax: 200,
} as const;
