import type { CartActor } from '../commands/cart-actor';

/** The staff member who acts on parcels and the request they act in: for the events' metadata, the audit trail and the mails. */
export interface StaffMember {
  userId: number;
  requestId: string;
}

/** A staff member as the cart's commands see them. */
export const staffActor = (staff: StaffMember): CartActor => ({ userId: staff.userId, isBookseller: false, requestId: staff.requestId, staff: true });
