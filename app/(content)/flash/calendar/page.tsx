import { CalendarScreen } from '@/components/content/calendar-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { contentMetadata } from '@/lib/content/metadata';
import { getCalendar } from '@/lib/content/server';

export const generateMetadata = () =>
  contentMetadata('/flash/calendar', {
    title: '财经日历',
    description: '按日查看经济数据发布、新股申购与上市、限售股解禁和重要会议。',
    cover: null,
    url: '/flash/calendar',
    type: 'website',
  });

export default async function FlashCalendarPage() {
  const calendar = await getCalendar();
  return (
    <PageShell route="/flash/calendar">
      {calendar.ok ? (
        <CalendarScreen
          today={calendar.data.today}
          days={calendar.data.days}
          stale={calendar.stale}
          asOf={calendar.asOf}
        />
      ) : (
        <ReadError error={calendar.error} />
      )}
    </PageShell>
  );
}
