export function processSingleton<T>(name: string, make: () => T): T;
export function peekProcessSingleton<T>(name: string): T | undefined;
export function dropProcessSingleton(name: string): void;
