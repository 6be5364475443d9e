import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import {
  CRYPTO_COIN_INFO,
  CRYPTO_COINS,
  CRYPTO_NETWORK_INFO,
  MAX_CRYPTO_WALLETS,
  cryptoWalletName,
  type CryptoCoin,
  type CryptoNetwork,
  type CryptoWallet,
} from '../../../shared/orders/crypto-wallets';
import type {
  StoreSettingsInput,
  StoreSettingsValues,
} from '../../../shared/site/store-settings.schema';
import { Button } from '../../ui/button';
import { FormField } from '../../ui/form-field';
import { Label } from '../../ui/label';
import { Select } from '../../ui/select';
import { FieldError } from '../common/field-error';

type SettingsForm = UseFormReturn<StoreSettingsInput, unknown, StoreSettingsValues>;

/** Every coin on every network it is sent on: one choice, so no impossible pair can be made. */
const PAIRS = CRYPTO_COINS.flatMap((coin) =>
  CRYPTO_COIN_INFO[coin].networks.map((network) => ({ coin, network })),
);
const pairValue = (wallet: Pick<CryptoWallet, 'coin' | 'network'>) =>
  `${wallet.coin}:${wallet.network}`;

/** Short enough for a phone's select: "USDC on Base". */
const pairLabel = (pair: Pick<CryptoWallet, 'coin' | 'network'>) =>
  `${pair.coin} on ${CRYPTO_NETWORK_INFO[pair.network].name}`;

const NEW_WALLET: CryptoWallet = { coin: 'USDC', network: 'base', address: '' };

function WalletRow({
  form,
  index,
  onRemove,
}: {
  form: SettingsForm;
  index: number;
  onRemove: () => void;
}) {
  const id = useId();
  const wallet = useWatch({
    control: form.control,
    name: `paymentMethods.coinbase.wallets.${index}`,
  });
  const errors = form.formState.errors.paymentMethods?.coinbase?.wallets?.[index];
  const pairError = errors?.network?.message ?? errors?.coin?.message;
  const name = cryptoWalletName(wallet);

  return (
    <li className="space-y-3 border border-line p-3">
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1 space-y-2">
          <Label htmlFor={`${id}-pair`}>Coin and Network</Label>
          <Select
            id={`${id}-pair`}
            value={pairValue(wallet)}
            aria-invalid={Boolean(pairError) || undefined}
            aria-describedby={pairError ? `${id}-pair-error` : undefined}
            onChange={(event) => {
              const [coin, network] = event.target.value.split(':') as [CryptoCoin, CryptoNetwork];
              form.setValue(`paymentMethods.coinbase.wallets.${index}.coin`, coin);
              form.setValue(`paymentMethods.coinbase.wallets.${index}.network`, network, {
                shouldDirty: true,
              });
            }}
          >
            {PAIRS.map((pair) => (
              <option key={pairValue(pair)} value={pairValue(pair)}>
                {pairLabel(pair)}
              </option>
            ))}
          </Select>
        </div>
        <Button
          variant="secondary"
          size="icon"
          aria-label={`Remove the ${name} wallet`}
          onClick={onRemove}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <FieldError id={`${id}-pair-error`} message={pairError} />
      <FormField
        label={`${name}: Wallet Address`}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        className="space-y-2 [&_input]:font-mono"
        error={errors?.address?.message}
        {...form.register(`paymentMethods.coinbase.wallets.${index}.address`)}
      />
    </li>
  );
}

/** Cryptocurrency's payees: a wallet address per coin and network, and a hosted payment link. */
export function CryptoWalletFields({ form }: { form: SettingsForm }) {
  const wallets = useFieldArray({
    control: form.control,
    name: 'paymentMethods.coinbase.wallets',
    keyName: 'key',
  });
  const errors = form.formState.errors.paymentMethods?.coinbase;
  const listError = errors?.wallets?.message ?? errors?.wallets?.root?.message;

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <p className="text-sm font-semibold">Wallets</p>
        <p className="text-xs text-neutral-600">
          One address per coin and network. Shoppers see each one with its network in words, a copy
          button, a QR code and the amount to send. Check every address: crypto sent to a wrong one
          cannot be recovered.
        </p>
        {wallets.fields.length > 0 ? (
          <ul className="space-y-3">
            {wallets.fields.map((field, index) => (
              <WalletRow
                key={field.key}
                form={form}
                index={index}
                onRemove={() => wallets.remove(index)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted">No wallets yet.</p>
        )}
        <p role="alert" className="text-sm text-accent empty:hidden">
          {listError}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={wallets.fields.length >= MAX_CRYPTO_WALLETS}
          onClick={() => wallets.append({ ...NEW_WALLET })}
        >
          <Plus aria-hidden="true" className="size-4" />
          Add Wallet
        </Button>
      </div>
      <FormField
        label="Hosted Payment Link"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://commerce.coinbase.com/checkout/…"
        hint="Optional: a payment page from Coinbase Commerce or a similar service, shown as a button."
        error={errors?.paymentLink?.message}
        {...form.register('paymentMethods.coinbase.paymentLink')}
      />
    </div>
  );
}
