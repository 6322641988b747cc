// The JS-weight floor: an App Router page with no client component.
export default function FloorPage() {
  return <main>基准页</main>;
}
