// The whole schema, for drizzle() and drizzle-kit. Import tables from their own files elsewhere.
export * from './auth';
export * from './profiles';
export * from './user-roles';
export * from './collections';
export * from './products';
export * from './orders';
export * from './order-status-history';
export * from './order-activity';
export * from './marketing';
export * from './campaigns';
export * from './promotions';
export * from './storefront-content';
export * from './settings';
export * from './site';
export * from './push-subscriptions';
export * from './jobs';
