import { connection } from 'next/server';

// The SSR floor: rendered on every request, no data, no client component.
export default async function DynamicFloorPage() {
  await connection();
  return <main>基准页 {new Date().toISOString()}</main>;
}
