/** Rank movement with arrow and sign, never colour alone (red = up, green = down). */
export function RankChange({ change }: { change: number | null }) {
  if (change === null) return <span className="flat">新上榜</span>;
  if (change > 0) return <span className="up">▲ 上升 {change} 位</span>;
  if (change < 0) return <span className="down">▼ 下降 {-change} 位</span>;
  return <span className="flat">— 排名不变</span>;
}
