import 'server-only';
import { calendarSchema } from './calendar-schemas';
import { readMarket } from './public-read';

export const getCalendar = () => readMarket('/market/calendar', calendarSchema);
