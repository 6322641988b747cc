import { shareUrlOf } from '@/lib/share/metadata';

describe('og:url of a share card', () => {
  it('keeps the path and the page parameters', () => {
    expect(shareUrlOf('/h5/liveRoomDetail/v2?roomId=3&mode=replay')).toBe('/h5/liveRoomDetail/v2?roomId=3&mode=replay');
    expect(shareUrlOf('/h5/download')).toBe('/h5/download');
  });

  it('drops an over-long junk parameter and the fragment, so a 12 KB query is not copied into the head', () => {
    const junk = 'x'.repeat(12 * 1024);
    expect(shareUrlOf(`/h5/download?utm_junk=${junk}&from=%2Fh5%2Ftool%2Fipo#top`)).toBe(
      '/h5/download?from=%2Fh5%2Ftool%2Fipo',
    );
    expect(shareUrlOf(`/h5/download?${'a'.repeat(40)}=1`)).toBe('/h5/download');
  });

  it('keeps at most eight parameters', () => {
    const many = Array.from({ length: 20 }, (_, i) => `p${i}=${i}`).join('&');
    expect(new URL(shareUrlOf(`/h5/x?${many}`), 'http://h').searchParams.size).toBe(8);
  });
});
