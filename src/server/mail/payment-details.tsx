// Where and how to pay, as the shopper's e-mails show it: each fact once (method, payee, exact
// amount, memo), then the one-tap link where the app has one.
import { Button, Column, Row, Section, Text } from '@react-email/components';
import { formatMoney } from '../../shared/format/money';
import { cryptoAmountText, cryptoWalletName } from '../../shared/orders/crypto-wallets';
import { DEMO_HANDLE_NOTE, isDemoHandle } from '../../shared/orders/demo-handles';
import {
  PAYMENT_METHOD_INSTRUCTIONS,
  type OrderPayment,
} from '../../shared/orders/payment-methods';
import { primaryButton } from './email-layout';

const label = { margin: '2px 0', color: '#78716c', width: '120px' };
const value = { margin: '2px 0', fontWeight: 700 };

function Fact({ name, children }: { name: string; children: React.ReactNode }) {
  return (
    <Row>
      <Column style={{ width: '120px', verticalAlign: 'top' }}>
        <Text style={label}>{name}</Text>
      </Column>
      <Column>
        <Text style={value}>{children}</Text>
      </Column>
    </Row>
  );
}

const walletBox = { borderTop: '1px solid #e7e5e4', margin: '8px 0 0', padding: '8px 0 0' };
const address = {
  margin: '2px 0',
  fontFamily: 'Menlo, Consolas, monospace',
  wordBreak: 'break-all' as const,
};

/** Each wallet: the coin and network in words, the address, and what to send to it. */
function Wallets({ payment }: { payment: OrderPayment }) {
  if (payment.wallets.length === 0) return null;
  return (
    <>
      {payment.wallets.map((wallet) => (
        <Section key={`${wallet.coin}:${wallet.network}`} style={walletBox}>
          <Text style={value}>{cryptoWalletName(wallet)}</Text>
          <Text style={address}>{wallet.address}</Text>
          <Text style={{ margin: '2px 0' }}>
            Send exactly {cryptoAmountText(wallet.coin, payment.totalCents)}
          </Text>
        </Section>
      ))}
      <Text style={{ margin: '8px 0 0' }}>
        Send on the network named above the address: crypto sent on another network is lost.
      </Text>
    </>
  );
}

export function PaymentDetails({ payment }: { payment: OrderPayment }) {
  const total = formatMoney(payment.totalCents);
  // The default instructions only repeat the facts above; the owner's own words are new.
  const ownInstructions =
    payment.instructions.trim() !== PAYMENT_METHOD_INSTRUCTIONS[payment.id]
      ? payment.instructions
      : null;
  return (
    <Section style={{ border: '1px solid #0c0a09', padding: '12px 16px', margin: '12px 0' }}>
      <Fact name="Pay with">{payment.name}</Fact>
      {payment.handle ? <Fact name="Send to">{payment.handle}</Fact> : null}
      {isDemoHandle(payment.id, payment.handle) ? (
        <Text style={{ margin: '4px 0', fontWeight: 700, color: '#b45309' }}>
          {DEMO_HANDLE_NOTE}
        </Text>
      ) : null}
      {payment.recipientName ? <Fact name="Shown as">{payment.recipientName}</Fact> : null}
      <Fact name="Exact amount">{total}</Fact>
      {/* A crypto transfer carries no memo; the mail names the order number above it. */}
      {payment.id === 'coinbase' ? null : <Fact name="Memo">{payment.memo}</Fact>}
      {ownInstructions ? <Text>{ownInstructions}</Text> : null}
      <Wallets payment={payment} />
      {payment.payUrl ? (
        <Button href={payment.payUrl} style={{ ...primaryButton, marginTop: '8px' }}>
          Pay {total} with {payment.name}
        </Button>
      ) : null}
    </Section>
  );
}
