import { describe, expect, it } from 'vitest';
import {
  CRYPTO_WALLET_MESSAGES,
  CryptoWalletsInputSchema,
  cryptoAmountText,
  cryptoWalletName,
  isBitcoinAddress,
  isEvmAddress,
  isSolanaAddress,
  walletFromLegacyHandle,
} from './crypto-wallets';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const SEGWIT = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const TAPROOT = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0';
const SOLANA = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA';

describe('wallet addresses', () => {
  it('Bitcoin: bech32 and bech32m with a holding checksum, or base58 of 25 bytes', () => {
    for (const address of [
      SEGWIT,
      TAPROOT,
      'BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4',
      '1A1zP1eP5QGefi2DMftTLdivmfzJ5s7tAH',
      '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    ]) {
      expect(isBitcoinAddress(address), address).toBe(true);
    }
    for (const address of [
      // One character changed: the checksum catches it.
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdp',
      'bc1QAR0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      '1A1zP1eP5QGefi2DMftTLdivmfzJ5s7tAHO',
      EVM,
      SOLANA,
    ]) {
      expect(isBitcoinAddress(address), address).toBe(false);
    }
  });

  it('EVM networks: 0x and 40 hex digits', () => {
    expect(isEvmAddress(EVM)).toBe(true);
    expect(isEvmAddress(EVM.toLowerCase())).toBe(true);
    expect(isEvmAddress(EVM.slice(0, -1))).toBe(false);
    expect(isEvmAddress(`${EVM.slice(0, -1)}G`)).toBe(false);
    expect(isEvmAddress(EVM.slice(2))).toBe(false);
  });

  it('Solana: a 32-byte key in base58', () => {
    expect(isSolanaAddress(SOLANA)).toBe(true);
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true);
    expect(isSolanaAddress(`${SOLANA.slice(0, -1)}0`)).toBe(false);
    expect(isSolanaAddress(SOLANA.slice(0, 20))).toBe(false);
    expect(isSolanaAddress(EVM)).toBe(false);
  });
});

describe('CryptoWalletsInputSchema', () => {
  it('takes an address of the network’s form, trimmed', () => {
    const parsed = CryptoWalletsInputSchema.parse([
      { coin: 'USDC', network: 'base', address: ` ${EVM}\n` },
      { coin: 'BTC', network: 'bitcoin', address: SEGWIT },
      { coin: 'USDC', network: 'solana', address: SOLANA },
    ]);
    expect(parsed[0]!.address).toBe(EVM);
  });

  it('refuses an address of another network, a coin not on the network, and a pair twice', () => {
    const result = CryptoWalletsInputSchema.safeParse([
      { coin: 'USDC', network: 'base', address: SEGWIT },
      { coin: 'BTC', network: 'ethereum', address: EVM },
      { coin: 'USDC', network: 'base', address: EVM },
    ]);
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual(
      expect.arrayContaining([
        ['0.address', 'Enter a Base address: 0x followed by 40 hexadecimal characters'],
        ['1.network', 'BTC is not sent on the Ethereum network'],
        ['2.network', 'USDC on the Base network is listed twice'],
      ]),
    );
    expect(
      CryptoWalletsInputSchema.safeParse([{ coin: 'SOL', network: 'solana', address: '' }]).error
        ?.issues[0]?.message,
    ).toBe(CRYPTO_WALLET_MESSAGES.addressRequired);
  });
});

describe('what the shopper reads', () => {
  it('names the coin and the network in words', () => {
    expect(cryptoWalletName({ coin: 'USDC', network: 'base' })).toBe('USDC on the Base network');
    expect(cryptoWalletName({ coin: 'BTC', network: 'bitcoin' })).toBe(
      'BTC on the Bitcoin network',
    );
  });

  it('sends a stablecoin as that many coins, any other coin as its dollar value', () => {
    expect(cryptoAmountText('USDC', 3999)).toBe('39.99 USDC');
    expect(cryptoAmountText('USDT', 123456)).toBe('1234.56 USDT');
    expect(cryptoAmountText('BTC', 123456)).toBe('$1,234.56 in BTC');
  });
});

describe('walletFromLegacyHandle', () => {
  it('reads an old handle as a wallet only where its network is certain', () => {
    expect(walletFromLegacyHandle(SEGWIT)).toEqual({
      coin: 'BTC',
      network: 'bitcoin',
      address: SEGWIT,
    });
    expect(walletFromLegacyHandle(EVM)).toEqual({ coin: 'ETH', network: 'ethereum', address: EVM });
    expect(walletFromLegacyHandle(SOLANA)).toBeNull();
    expect(walletFromLegacyHandle('crypto@example.com')).toBeNull();
  });
});
