export * from './states';
export * from './centre-layout';
