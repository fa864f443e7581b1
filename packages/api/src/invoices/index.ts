export * from './schemas';
export * from './endpoints';
export * from './datev';
export * from './datevEndpoints';
export * from './defaultInterest';
export * from './reminders';
export * from './reminderEndpoints';
