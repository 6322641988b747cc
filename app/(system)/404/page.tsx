import { notFound } from 'next/navigation';

// /h5/404 answers with HTTP 404: unknown paths are redirected here by the proxy.
export default function NotFoundPage() {
  notFound();
}
