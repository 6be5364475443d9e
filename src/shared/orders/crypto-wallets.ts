// Where a shopper sends crypto: one wallet address per coin and network (issue 13, "Crypto that
// can be followed"). The coin alone is not enough: USDC sent on Base to an address the owner
// watches on Ethereum is lost, so every address names both, in words, wherever it is shown.
import { z } from 'zod';
import { formatMoney } from '../format/money';

type AddressKind = 'bitcoin' | 'evm' | 'solana';

export const CRYPTO_NETWORKS = [
  'bitcoin',
  'ethereum',
  'base',
  'polygon',
  'arbitrum',
  'optimism',
  'solana',
] as const;
export type CryptoNetwork = (typeof CRYPTO_NETWORKS)[number];

export const CRYPTO_NETWORK_INFO: Readonly<
  Record<CryptoNetwork, { name: string; kind: AddressKind }>
> = {
  bitcoin: { name: 'Bitcoin', kind: 'bitcoin' },
  ethereum: { name: 'Ethereum', kind: 'evm' },
  base: { name: 'Base', kind: 'evm' },
  polygon: { name: 'Polygon', kind: 'evm' },
  arbitrum: { name: 'Arbitrum', kind: 'evm' },
  optimism: { name: 'Optimism', kind: 'evm' },
  solana: { name: 'Solana', kind: 'solana' },
};

export const CRYPTO_COINS = ['USDC', 'USDT', 'BTC', 'ETH', 'SOL'] as const;
export type CryptoCoin = (typeof CRYPTO_COINS)[number];

/**
 * The networks each coin is sent on, and whether one coin is one dollar (a stablecoin: the
 * shopper sends the total as a number of coins; otherwise its dollar value at today's rate).
 */
export const CRYPTO_COIN_INFO: Readonly<
  Record<CryptoCoin, { networks: readonly CryptoNetwork[]; dollarStable: boolean }>
> = {
  USDC: {
    networks: ['ethereum', 'base', 'polygon', 'arbitrum', 'optimism', 'solana'],
    dollarStable: true,
  },
  USDT: { networks: ['ethereum', 'polygon', 'arbitrum', 'solana'], dollarStable: true },
  BTC: { networks: ['bitcoin'], dollarStable: false },
  ETH: { networks: ['ethereum', 'base', 'arbitrum', 'optimism'], dollarStable: false },
  SOL: { networks: ['solana'], dollarStable: false },
};

/** How many wallets the owner may list: more is a wall of addresses, not a choice. */
export const MAX_CRYPTO_WALLETS = 10;

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** The bytes a base58 string stands for, or null if it is not base58. */
function base58Length(value: string): number | null {
  let number = 0n;
  for (const char of value) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    number = number * 58n + BigInt(digit);
  }
  const leadingZeros = /^1*/.exec(value)![0].length;
  let bytes = 0;
  for (; number > 0n; number >>= 8n) bytes++;
  return leadingZeros + bytes;
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** BIP-173/350: a bech32 or bech32m string whose checksum holds, so one mistyped character shows. */
function isBech32(value: string, prefix: string): boolean {
  if (value !== value.toLowerCase() && value !== value.toUpperCase()) return false;
  const text = value.toLowerCase();
  if (!text.startsWith(`${prefix}1`)) return false;
  const data = [...text.slice(prefix.length + 1)].map((char) => BECH32.indexOf(char));
  if (data.length < 6 || data.some((digit) => digit < 0)) return false;
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let check = 1;
  const expanded = [
    ...[...prefix].map((char) => char.charCodeAt(0) >> 5),
    0,
    ...[...prefix].map((char) => char.charCodeAt(0) & 31),
    ...data,
  ];
  for (const digit of expanded) {
    const top = check >>> 25;
    check = ((check & 0x1ffffff) << 5) ^ digit;
    generators.forEach((generator, bit) => {
      if ((top >>> bit) & 1) check ^= generator;
    });
  }
  // 1 for bech32 (SegWit v0), 0x2bc830a3 for bech32m (Taproot).
  return check === 1 || check === 0x2bc830a3;
}

/** A Bitcoin mainnet address: bc1… (SegWit, Taproot), or 1…/3… (base58, 25 bytes). */
export function isBitcoinAddress(value: string): boolean {
  if (/^bc1/i.test(value)) return value.length >= 14 && value.length <= 74 && isBech32(value, 'bc');
  return /^[13]/.test(value) && value.length <= 35 && base58Length(value) === 25;
}

/** An Ethereum-style address (Ethereum, Base, Polygon, Arbitrum, Optimism): 0x and 40 hex digits. */
export function isEvmAddress(value: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(value);
}

/** A Solana address: a 32-byte public key in base58 (32 to 44 characters). */
export function isSolanaAddress(value: string): boolean {
  return value.length >= 32 && value.length <= 44 && base58Length(value) === 32;
}

const ADDRESS_RULES: Readonly<
  Record<AddressKind, { isValid: (value: string) => boolean; message: (network: string) => string }>
> = {
  bitcoin: {
    isValid: isBitcoinAddress,
    message: () => 'Enter a Bitcoin address starting with bc1, 1 or 3',
  },
  evm: {
    isValid: isEvmAddress,
    message: (network) => `Enter a ${network} address: 0x followed by 40 hexadecimal characters`,
  },
  solana: {
    isValid: isSolanaAddress,
    message: () => 'Enter a Solana address (32 to 44 letters and digits, base58)',
  },
};

export function isCryptoAddress(network: CryptoNetwork, address: string): boolean {
  return ADDRESS_RULES[CRYPTO_NETWORK_INFO[network].kind].isValid(address);
}

export const CRYPTO_WALLET_MESSAGES = {
  address: (network: CryptoNetwork) =>
    ADDRESS_RULES[CRYPTO_NETWORK_INFO[network].kind].message(CRYPTO_NETWORK_INFO[network].name),
  addressRequired: 'Enter the wallet address',
  coinNotOnNetwork: (coin: CryptoCoin, network: CryptoNetwork) =>
    `${coin} is not sent on the ${CRYPTO_NETWORK_INFO[network].name} network`,
  twice: (coin: CryptoCoin, network: CryptoNetwork) =>
    `${cryptoWalletName({ coin, network })} is listed twice`,
  tooMany: `List at most ${MAX_CRYPTO_WALLETS} wallets`,
  paymentLink: 'Enter the full payment link, starting with https://',
  nothingToOffer: 'Add a wallet address or a payment link to offer Cryptocurrency',
} as const;

/** One wallet as stored in the `payment_methods` setting. */
export const CryptoWalletSchema = z.object({
  coin: z.enum(CRYPTO_COINS),
  network: z.enum(CRYPTO_NETWORKS),
  address: z.string(),
});
export type CryptoWallet = z.infer<typeof CryptoWalletSchema>;

/** One wallet as the owner enters it: a coin sent on that network, an address of its form. */
export const CryptoWalletInputSchema = z
  .object({
    coin: z.enum(CRYPTO_COINS, 'Choose a coin'),
    network: z.enum(CRYPTO_NETWORKS, 'Choose a network'),
    // Addresses hold no spaces; one pasted with a space or line break around it is still meant.
    address: z
      .string(CRYPTO_WALLET_MESSAGES.addressRequired)
      .trim()
      .min(1, CRYPTO_WALLET_MESSAGES.addressRequired)
      .max(100, CRYPTO_WALLET_MESSAGES.addressRequired),
  })
  .superRefine((wallet, ctx) => {
    if (!CRYPTO_COIN_INFO[wallet.coin].networks.includes(wallet.network)) {
      ctx.addIssue({
        code: 'custom',
        path: ['network'],
        message: CRYPTO_WALLET_MESSAGES.coinNotOnNetwork(wallet.coin, wallet.network),
      });
    }
    if (wallet.address !== '' && !isCryptoAddress(wallet.network, wallet.address)) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: CRYPTO_WALLET_MESSAGES.address(wallet.network),
      });
    }
  });

/** The list the owner keeps: each coin and network once. */
export const CryptoWalletsInputSchema = z
  .array(CryptoWalletInputSchema)
  .max(MAX_CRYPTO_WALLETS, CRYPTO_WALLET_MESSAGES.tooMany)
  .superRefine((wallets, ctx) => {
    const seen = new Set<string>();
    wallets.forEach((wallet, index) => {
      const key = `${wallet.coin}|${wallet.network}`;
      if (seen.has(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'network'],
          message: CRYPTO_WALLET_MESSAGES.twice(wallet.coin, wallet.network),
        });
      }
      seen.add(key);
    });
  });

/** "USDC on the Base network": the coin and the network, as a shopper reads them. */
export function cryptoWalletName(wallet: Pick<CryptoWallet, 'coin' | 'network'>): string {
  return `${wallet.coin} on the ${CRYPTO_NETWORK_INFO[wallet.network].name} network`;
}

/**
 * What to send to one wallet for `cents`: a stablecoin is sent as that many coins
 * ("39.99 USDC"); any other coin as its dollar value ("$39.99 in BTC").
 * @example cryptoAmountText('USDC', 3999) // "39.99 USDC"
 */
export function cryptoAmountText(coin: CryptoCoin, cents: number): string {
  return CRYPTO_COIN_INFO[coin].dollarStable
    ? `${(cents / 100).toFixed(2)} ${coin}`
    : `${formatMoney(cents)} in ${coin}`;
}

/**
 * A crypto handle saved before wallets existed (one free-text field), read as a wallet where
 * its form says which network it is on: a Bitcoin address, or an 0x address (Ethereum, where
 * any EVM address receives). A Solana-looking string is not guessed: base58 of that length
 * is ambiguous. Anything else (an e-mail) gives no followable address.
 */
export function walletFromLegacyHandle(handle: string): CryptoWallet | null {
  const address = handle.trim();
  if (isBitcoinAddress(address)) return { coin: 'BTC', network: 'bitcoin', address };
  if (isEvmAddress(address)) return { coin: 'ETH', network: 'ethereum', address };
  return null;
}
