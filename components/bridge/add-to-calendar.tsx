'use client';

import { useNativeContext } from '@/components/app/native-context';
import { addToCalendar, type CalendarEvent } from '@/lib/bridge/calls';
import { VERSION_TOO_LOW_MESSAGE } from '@/lib/bridge/gates';
import { BridgeError } from '@/lib/bridge/protocol';
import { showToast } from '@/lib/ui/feedback';

/**
 * 添加到日历: in the app the native calendar call (SPEC §5: 2.0.20 or later, else 当前版本号过低);
 * outside the app the event as a calendar file the phone opens.
 */
export function AddToCalendarButton({
  event,
  className,
  label = '添加到日历',
  description,
}: {
  event: CalendarEvent;
  className?: string;
  label?: string;
  description?: string;
}) {
  const native = useNativeContext();
  const add = async () => {
    if (native.inApp) {
      try {
        await addToCalendar(native, event);
        await showToast('已添加到日历');
      } catch (error) {
        const code = error instanceof BridgeError ? error.code : 'failed';
        await showToast(
          code === 'unsupported'
            ? VERSION_TOO_LOW_MESSAGE
            : code === 'cancelled'
              ? '未添加到日历'
              : '添加失败，请稍后重试',
        );
      }
      return;
    }
    try {
      const { buildIcs, downloadIcs } = await import('@/lib/calendar/ics');
      downloadIcs(await buildIcs(event), event.title);
      await showToast('已生成日历文件，打开即可添加');
    } catch {
      await showToast('添加失败，请稍后重试');
    }
  };
  return (
    <button
      type="button"
      className={className}
      onClick={() => void add()}
      aria-label={description ? `${label}：${description}` : label}
      data-calendar-start={event.start}
    >
      {label}
    </button>
  );
}
