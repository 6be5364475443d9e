import { ArrowLeft } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { useMe } from '../../lib/me';
import { usePageMeta } from '../../lib/use-page-meta';
import { staticPageMeta } from '../../../shared/site/page-meta';
import { paths } from '../../paths';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

export function AuthPage() {
  const me = useMe();
  usePageMeta(staticPageMeta('/auth'));

  if (me.data?.user) return <Navigate to={paths.home} replace />;

  return (
    <section className="mx-auto w-full max-w-md px-4 py-12 sm:py-20">
      <Link
        to={paths.home}
        className="inline-flex items-center gap-2 text-xs font-semibold tracking-wider text-muted uppercase hover:text-ink"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Store
      </Link>
      <h1 className="mt-6 font-display text-4xl tracking-tighter uppercase">CTK</h1>
      <Tabs defaultValue="sign-in" className="mt-8">
        <TabsList>
          <TabsTrigger value="sign-in">Sign In</TabsTrigger>
          <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
        </TabsList>
        <TabsContent value="sign-in">
          <SignInForm />
        </TabsContent>
        <TabsContent value="sign-up">
          <SignUpForm />
        </TabsContent>
      </Tabs>
    </section>
  );
}
