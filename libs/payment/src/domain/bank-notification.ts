/** A notification of the bank as stored in bank_notifications (fields exactly as received, MAC included). */
export interface BankNotificationRow {
  id: string;
  reference: string;
  code_retour: string;
  fields: Record<string, string>;
}
