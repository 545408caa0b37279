export * from './auth';
export * from './catalog';
export * from './mail';
export * from './secrets';
export * from './settings';
export * from './users';
export * from './listings';
export * from './moderation';
