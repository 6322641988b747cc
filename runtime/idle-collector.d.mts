export function idleCollector(idleMs: number, collect: () => void): { onRequest(): void; stop(): void };
