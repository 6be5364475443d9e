import { Clock, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageMeta } from '../../lib/use-page-meta';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { InstagramIcon, useSocialLinks } from '../layout/social-icons';
import { ContactForm } from './contact-form';
import {
  ALL_SALES_FINAL,
  DAMAGE_POLICY,
  DELIVERY_TIME,
  PROCESSING_PEAKS,
  SHIPPING_RATE,
  US_ONLY,
} from './policies';

// The brand's handle is not in the spec (see site-footer.tsx); the owner's e-mail address is
// configuration, never client code (DECISIONS.md), so the e-mail card leads to the form.
const FORM_ID = 'contact-form';
const REPLY_PROMISE = 'We reply within 24 business hours.';

const BUSINESS_HOURS: readonly { days: string; hours: string }[] = [
  { days: 'Mon-Fri', hours: '9:00 AM-6:00 PM PST' },
  { days: 'Sat', hours: '10:00 AM-4:00 PM PST' },
  { days: 'Sun', hours: 'Closed' },
];

const FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'Is CTK a legitimate store?',
    answer:
      'Yes. CTK is a small, faith-based streetwear brand based in the U.S. Every order gets an order number and a confirmation e-mail, and you can follow it on our Track Order page.',
  },
  {
    question: 'When will my order arrive?',
    answer: `${DELIVERY_TIME} ${PROCESSING_PEAKS}`,
  },
  {
    question: 'What is your return policy?',
    answer: `${ALL_SALES_FINAL} ${DAMAGE_POLICY}`,
  },
  {
    question: 'How much is shipping?',
    answer: `${SHIPPING_RATE} ${US_ONLY}`,
  },
  {
    question: 'Where are your products made?',
    answer: 'Every piece is made to order, printed and shipped in the U.S.',
  },
];

function InfoCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="flex gap-4 border border-line p-5">
      <span className="inline-flex size-10 shrink-0 items-center justify-center bg-ink text-paper">
        {icon}
      </span>
      <div className="space-y-1.5">
        <h2 className="text-sm font-semibold tracking-wider uppercase">{title}</h2>
        <div className="text-sm text-neutral-700">{children}</div>
      </div>
    </section>
  );
}

export function ContactPage() {
  usePageMeta(staticPageMeta('/contact'));
  const instagram = useSocialLinks().find((link) => link.network === 'instagram');

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <header className="max-w-2xl">
        <h1 className="font-display text-4xl tracking-tighter uppercase sm:text-5xl">Contact Us</h1>
        <p className="mt-4 text-lg text-muted">
          Questions about an order, sizing or a design? We would love to hear from you.{' '}
          {REPLY_PROMISE}
        </p>
      </header>

      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_1.2fr]">
        <div className="space-y-4">
          {instagram ? (
            <InfoCard icon={<InstagramIcon className="size-5" />} title="Instagram">
              <p>Follow new drops and message us on Instagram.</p>
              <a
                href={instagram.href}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-ink underline underline-offset-4"
              >
                Visit our Instagram
              </a>
            </InfoCard>
          ) : null}
          <InfoCard icon={<Mail aria-hidden="true" className="size-5" />} title="Email">
            <p>Prefer e-mail? Write to us with the form on this page and we answer by e-mail.</p>
            <a href={`#${FORM_ID}`} className="font-semibold text-ink underline underline-offset-4">
              Go to the contact form
            </a>
          </InfoCard>
          <InfoCard icon={<Clock aria-hidden="true" className="size-5" />} title="Business Hours">
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {BUSINESS_HOURS.map((row) => (
                <div key={row.days} className="contents">
                  <dt className="font-semibold">{row.days}</dt>
                  <dd>{row.hours}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-2">{REPLY_PROMISE}</p>
          </InfoCard>
        </div>

        <section
          id={FORM_ID}
          aria-labelledby="contact-form-title"
          className="scroll-mt-24 border border-line p-6 sm:p-8"
        >
          <h2 id="contact-form-title" className="font-display text-2xl tracking-tight uppercase">
            Send a Message
          </h2>
          <div className="mt-6">
            <ContactForm />
          </div>
        </section>
      </div>

      <section aria-labelledby="faq-title" className="mt-16 max-w-3xl">
        <h2 id="faq-title" className="font-display text-2xl tracking-tight uppercase">
          Frequently Asked Questions
        </h2>
        <div className="mt-6 divide-y divide-line border-y border-line">
          {FAQ.map((item) => (
            <details key={item.question} className="group py-4">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold [&::-webkit-details-marker]:hidden">
                {item.question}
                <span
                  aria-hidden="true"
                  className="text-xl leading-none transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 leading-relaxed text-neutral-700">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}
