/**
 * The labels an accounts form may name (`label`: an id or a slug), for the mails it sends in that
 * label's colours. Accounts import no business module: the catalogue keeps the labels, and the
 * application hands AuthModule.forRoot a module providing this directory from it.
 */
export abstract class LabelDirectory {
  /** The label's id; undefined when no label was named; an unknown one is refused with a 400 `{label: [...]}`. */
  abstract labelId(ref: number | string | undefined): Promise<number | undefined>;
}
