export { ContactModule } from './contact.module';
export { contactEmailFromEnv, DEFAULT_CONTACT_EMAIL, type ContactModuleOverrides, type ContactRateLimitOptions } from './contact-options';
export { sniffDocument, documentKind, MAX_DOCUMENT_BYTES } from './domain/document-type';
