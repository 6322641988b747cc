import { TREE_STAGES } from '@/lib/activity-hub/rules';

/** The tree drawn for its stage (0 种子 … 4 结果): SVG, so it renders on every phone without an image. */
export function TreeArt({ stage }: { stage: number }) {
  const trunk = [0, 30, 55, 70, 75][stage];
  const crown = [0, 22, 42, 52, 58][stage];
  return (
    <svg viewBox="0 0 200 200" role="img" aria-label={`摇钱树：${TREE_STAGES[stage].name}阶段`}>
      <ellipse cx="100" cy="178" rx="70" ry="12" fill="#8b5a2b" opacity="0.35" />
      {stage === 0 ? <ellipse cx="100" cy="168" rx="10" ry="7" fill="#8b5a2b" /> : null}
      {stage > 0 ? <rect x="94" y={175 - trunk} width="12" height={trunk} rx="4" fill="#8b5a2b" /> : null}
      {stage > 0 ? <circle cx="100" cy={175 - trunk - crown / 3} r={crown} fill="#3d9a4a" /> : null}
      {stage >= 3 ? <circle cx="70" cy={175 - trunk} r="9" fill="#f6a5c0" /> : null}
      {stage >= 3 ? <circle cx="128" cy={165 - trunk} r="9" fill="#f6a5c0" /> : null}
      {stage === 4
        ? [
            [80, 70],
            [118, 60],
            [100, 95],
            [132, 96],
            [68, 100],
          ].map(([cx, cy]) => (
            <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r="10" fill="#f2b51c" stroke="#b7791f" strokeWidth="2" />
          ))
        : null}
    </svg>
  );
}
