import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';

export interface AuthTabsProps {
  signIn: ReactNode;
  signUp: ReactNode;
  className?: string;
}

/** The Sign In and Sign Up tabs of /auth and /admin/login; Sign In is open first. */
export function AuthTabs({ signIn, signUp, className }: AuthTabsProps) {
  return (
    <Tabs defaultValue="sign-in" className={className}>
      <TabsList>
        <TabsTrigger value="sign-in">Sign In</TabsTrigger>
        <TabsTrigger value="sign-up">Sign Up</TabsTrigger>
      </TabsList>
      <TabsContent value="sign-in">{signIn}</TabsContent>
      <TabsContent value="sign-up">{signUp}</TabsContent>
    </Tabs>
  );
}
