import {
  cryptoAmountText,
  cryptoWalletName,
  type CryptoWallet,
} from '../../../shared/orders/crypto-wallets';
import { CopyButton } from '../../ui/copy-button';
import { PayQrCode } from './pay-qr-code';

export interface CryptoWalletsProps {
  wallets: readonly CryptoWallet[];
  totalCents: number;
  onCopied: () => void;
  onCopyFailed: () => void;
}

/**
 * Each of the owner's wallets: the coin and the network in words (the shopper's wallet app asks
 * for both), the address to copy or scan, and exactly what to send to it.
 */
export function CryptoWallets({ wallets, totalCents, onCopied, onCopyFailed }: CryptoWalletsProps) {
  return (
    <ul className="space-y-3">
      {wallets.map((wallet) => {
        const name = cryptoWalletName(wallet);
        return (
          <li
            key={`${wallet.coin}:${wallet.network}`}
            aria-label={name}
            className="flex flex-wrap items-start justify-between gap-4 border border-line p-3"
          >
            <div className="min-w-0 flex-1 basis-56 space-y-2">
              <p className="font-semibold">{name}</p>
              <div className="flex items-center gap-3">
                <p className="min-w-0 font-mono text-sm font-bold break-all">{wallet.address}</p>
                <CopyButton
                  text={wallet.address}
                  label={`Copy ${name} address`}
                  onCopied={onCopied}
                  onCopyFailed={onCopyFailed}
                />
              </div>
              <p className="text-sm">
                Send exactly{' '}
                <span className="font-semibold tabular-nums">
                  {cryptoAmountText(wallet.coin, totalCents)}
                </span>
              </p>
            </div>
            <PayQrCode
              value={wallet.address}
              label={`QR code of the ${name} address`}
              caption="Scan with your wallet app"
            />
          </li>
        );
      })}
    </ul>
  );
}
