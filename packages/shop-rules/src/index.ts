export * from './gstin';
export * from './listing';
export * from './money';
export * from './pageHeads';
export * from './paths';
export * from './patterns';
export * from './shipping';
export * from './states';
