'use client';

import { useRef, useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { buttonClass } from '@/components/ui/button';
import { posterFromPhoto, readFileAsDataUrl } from '@/lib/anchor/poster-image';
import { useBffAction } from '@/lib/api/use-bff-action';
import { pickPhotos } from '@/lib/bridge/calls';
import { BridgeError } from '@/lib/bridge/protocol';
import styles from './anchor.module.css';

/**
 * 直播海报: in the app the photo comes from the app's album/camera picker (SPEC §7 photos), elsewhere
 * (or in an app without the picker) from a file input. It is shown before it is saved.
 */
export function RoomPosterUpload() {
  const { environment } = useNativeContext();
  const file = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const save = useBffAction({
    action: (image: string, send) => send('/live/anchor/room/poster', { image }),
    fallback: '海报保存失败，请稍后再试',
    successToast: '直播海报已更新',
    onSuccess: () => setPreview(null),
  });

  const preparePoster = async (source: string) => {
    setProblem(null);
    try {
      setPreview(await posterFromPhoto(source));
    } catch {
      setProblem('无法读取这张图片，请换一张 JPG 或 PNG 图片（不超过 300KB 压缩后）');
    }
  };

  const choose = async () => {
    if (environment !== 'app') {
      file.current?.click();
      return;
    }
    try {
      const [photo] = await pickPhotos(1);
      if (photo) await preparePoster(photo);
    } catch (error) {
      // An app without the picker: the webview's own file chooser.
      if (!(error instanceof BridgeError) || error.code !== 'cancelled') file.current?.click();
    }
  };

  return (
    <div className={styles.field}>
      <span id="room-poster-label">直播海报</span>
      {preview ? (
        // eslint-disable-next-line @next/next/no-img-element -- a data: URL, nothing for next/image to optimise
        <img
          src={preview}
          alt="新海报预览"
          data-testid="poster-preview"
          style={{ width: '100%', height: 'auto', borderRadius: 'calc(12 * var(--u))' }}
        />
      ) : null}
      <input
        ref={file}
        type="file"
        accept="image/jpeg,image/png"
        aria-labelledby="room-poster-label"
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void readFileAsDataUrl(chosen).then(preparePoster, () => setProblem('无法读取这张图片'));
        }}
      />
      <button type="button" className={buttonClass({ variant: 'secondary' })} onClick={() => void choose()}>
        {preview ? '重新选择' : '选择图片'}
      </button>
      {preview ? (
        <button type="button" className={buttonClass()} onClick={() => void save.run(preview)} disabled={save.busy}>
          {save.busy ? '保存中...' : '保存海报'}
        </button>
      ) : null}
      {problem || save.error ? (
        <p className={styles.fieldError} role="alert">
          {problem ?? save.error}
        </p>
      ) : null}
    </div>
  );
}
