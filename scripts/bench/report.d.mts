export declare function tbtBudget(
  limits: { maxTbtMs: number; maxTbtOverFloorMs?: number },
  floorTbtMs: number | null | undefined,
): number;
export declare function pooledFloorLcp(lighthouse: unknown): number | null;
