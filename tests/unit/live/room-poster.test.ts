import { dataUrlBytes } from '@/lib/anchor/poster-image';
import { ROOM_POSTER_MAX_BYTES } from '@/lib/anchor/rules';
import { RoomPosterInputSchema } from '@/lib/anchor/schemas';
import { mediaUrl } from '@/lib/live/server';

jest.mock('@/lib/session/session', () => ({ readAuth: jest.fn() }));

const jpeg = (bytes: number) => `data:image/jpeg;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;

describe('room poster upload', () => {
  test('decoded size of a data: URL', () => {
    expect(dataUrlBytes(jpeg(1))).toBe(1);
    expect(dataUrlBytes(jpeg(2))).toBe(2);
    expect(dataUrlBytes(jpeg(300))).toBe(300);
  });

  test('JPEG or PNG within 300KB is accepted; anything else is refused with the field named', () => {
    expect(RoomPosterInputSchema.safeParse({ image: jpeg(ROOM_POSTER_MAX_BYTES) }).success).toBe(true);
    const tooBig = RoomPosterInputSchema.safeParse({ image: jpeg(ROOM_POSTER_MAX_BYTES + 64) });
    expect(tooBig.success).toBe(false);
    expect(tooBig.error?.issues[0].message).toBe('海报：图片不能超过 300KB');
    for (const image of [
      'data:text/html;base64,PHNjcmlwdD4=',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'https://example.com/a.jpg',
      'data:image/png;base64,<script>',
    ]) {
      expect(RoomPosterInputSchema.safeParse({ image }).error?.issues[0].message).toBe('海报：请选择 JPG 或 PNG 图片');
    }
  });

  test('an uploaded poster path is served by the BFF; other posters keep their media path', () => {
    expect(mediaUrl('/live/rooms/3/poster?v=1764300000000')).toBe('/h5/api/live/rooms/3/poster?v=1764300000000');
    expect(mediaUrl('/live/poster.jpg')).toBe('/h5/live/poster.jpg');
  });
});
