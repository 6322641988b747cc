import { AnchorGate } from '@/components/anchor/anchor-gate';
import { MaterialEditScreen } from '@/components/anchor/material-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getMaterial } from '@/lib/anchor/server';
import { idParam } from '@/lib/routes/page-params';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/configureFinancialCheats/v2', { description: '编辑理财秘籍素材。' });

/** ?materialId= edits one of the anchor's own (another anchor's → not found); without it, a new one. */
export default async function ConfigureFinancialCheatsPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const materialId = idParam((await searchParams).materialId);
  return (
    <PageShell route="/configureFinancialCheats/v2">
      <AnchorGate>
        {async (anchor) => {
          if (materialId === null) return <MaterialEditScreen anchor={anchor} material={null} />;
          const read = await getMaterial(materialId);
          return read.ok ? (
            <MaterialEditScreen anchor={anchor} material={read.data} />
          ) : (
            <ReadError error={read.error} notFoundTitle="素材不存在" notFoundDescription="该素材不存在或不属于你。" />
          );
        }}
      </AnchorGate>
    </PageShell>
  );
}
