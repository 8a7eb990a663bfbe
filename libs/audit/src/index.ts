export { AuditModule } from './audit.module';
export { AuditTrail, type AuditRecord } from './audit-trail';
export { changedFields, type AuditChanges, type FieldChange } from './changes';
export { AuditSubjects, integerIds, namesByIntegerId, type SubjectNamer } from './audit-subjects';
