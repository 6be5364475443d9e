import { NewsletterForm } from '../newsletter/newsletter-form';

export function NewsletterSection() {
  return (
    <section aria-labelledby="home-newsletter" className="border-t border-line bg-surface">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-16 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:items-end">
        <div>
          <h2
            id="home-newsletter"
            className="font-display text-3xl tracking-tight uppercase sm:text-4xl"
          >
            Get 10% Off
          </h2>
          <p className="mt-3 max-w-md text-neutral-700">
            Join the CTK Family. Get access to exclusive drops, early access, and insider deals,
            plus 10% off your first order.
          </p>
        </div>
        <NewsletterForm />
      </div>
    </section>
  );
}
