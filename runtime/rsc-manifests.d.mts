// Types of scripts/rsc-manifests.mjs for the unit tests (Node preloads the file and needs none).
export function parseClientReferenceManifest(code: unknown): Record<string, unknown> | null;
