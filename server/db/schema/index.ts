export * from './auth';
export * from './enquiries';
export * from './meta';
export * from './outbox';
export * from './people';
export * from './rate-windows';
export * from './tournaments';
export * from './competition';
