export * from './concurrent-edit';
export * from './versioned-update';
export * from './rich-text';
export * from './slug';
export * from './staff-form-fields';
