import { api } from '@/lib/api-client';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** `POST contact/`: the message goes to the editorial team; 201 `{detail}`, 400 field errors, 429 when sent too often. */
export function sendContactMessage(message: ContactMessage, label: string): Promise<{ detail: string }> {
  return api.post('contact/', { ...message, name: message.name.trim(), email: message.email.trim(), label });
}
