#!/usr/bin/env bash
# Rebuilds the demo HLS stream the local upstream's rooms play (upstream/media/files/live/test, served by its media origin): the branded live
# poster with a slow zoom, a running clock and a 演示直播 caption, 12 s in three 4 s segments, small
# enough to commit (~250 KB). Needs ffmpeg and a CJK font (Debian: ffmpeg fonts-wqy-microhei).
# Not part of the build or the tests; run it by hand after changing public/live/poster.jpg.
set -euo pipefail
cd "$(dirname "$0")/../.."
font=$(fc-list :lang=zh file | head -1 | cut -d: -f1)
[ -n "$font" ] || { echo "no CJK font (apt-get install fonts-wqy-microhei)" >&2; exit 1; }
out=upstream/media/files/live/test
tmp=$(mktemp -d)
ffmpeg -v error -y -loop 1 -framerate 25 -i public/live/poster.jpg \
  -f lavfi -i "sine=frequency=440:sample_rate=44100,volume=0.05" -t 12 \
  -filter_complex "[0:v]scale=640:360,zoompan=z='min(zoom+0.0008,1.08)':d=1:x='iw/2-(iw/zoom/2)':y='ih/2-(ih/zoom/2)':s=640x360:fps=25,drawtext=fontfile=${font}:text='演示直播 · 本地测试流':fontcolor=white:fontsize=20:box=1:boxcolor=black@0.45:boxborderw=6:x=16:y=h-40,drawtext=fontfile=${font}:text='%{pts\:hms}':fontcolor=white:fontsize=18:box=1:boxcolor=black@0.45:boxborderw=6:x=w-tw-16:y=16[v]" \
  -map "[v]" -map 1:a -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -preset veryfast \
  -b:v 150k -maxrate 200k -bufsize 400k -g 100 -keyint_min 100 -sc_threshold 0 -c:a aac -b:a 32k -ac 1 \
  -f hls -hls_time 4 -hls_playlist_type vod -hls_segment_filename "$tmp/index%d.ts" "$tmp/index.m3u8"
rm -f "$out"/index*.ts "$out"/index.m3u8
mv "$tmp"/index* "$out"/
rmdir "$tmp"
ls -l "$out"
