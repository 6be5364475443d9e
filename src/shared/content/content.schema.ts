import { z } from 'zod';

export const HeroSchema = z.object({ videoUrl: z.string().nullable() });
export type Hero = z.infer<typeof HeroSchema>;

export const ShowcaseSchema = z.object({
  id: z.uuid(),
  lifestyleImageUrl: z.string(),
  displayOrder: z.number().int(),
  product: z.object({
    id: z.uuid(),
    name: z.string(),
    priceCents: z.number().int(),
    imageUrl: z.string(),
  }),
});
export type Showcase = z.infer<typeof ShowcaseSchema>;

export const SizeChartSchema = z.object({
  description: z.string(),
  imageUrl: z.string().nullable(),
});
export type SizeChart = z.infer<typeof SizeChartSchema>;

export const PopupConfigSchema = z.object({
  heroImageUrl: z.string().nullable(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  buttonText: z.string(),
});
export type PopupConfig = z.infer<typeof PopupConfigSchema>;
