export { ContestLoading as default } from '@/components/contest/contest-static';
