import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { WalletPage } from '../../features/holdings/components/wallet-page';
import { loadReferenceData } from '../../features/reference-data/api/reference-queries';

const paramsSchema = z.object({ walletId: z.string().min(1).max(200) });

export const Route = createFileRoute('/holdings/$walletId')({
  params: { parse: (raw) => paramsSchema.parse(raw) },
  loader: ({ context }) =>
    loadReferenceData(context.queryClient, ['portfolios', 'wallets', 'currencies']),
  component: function WalletRoute() {
    const { walletId } = Route.useParams();
    return <WalletPage key={walletId} walletId={walletId} />;
  },
});
