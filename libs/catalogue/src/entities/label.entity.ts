import { BaseEntity } from '@shop/common';
import { Column, Entity } from 'typeorm';

/** Colours of a label's theme, applied by the SPA as CSS variables. */
export interface LabelTheme {
  primary: string;
  secondary: string;
  background: string;
  text: string;
  accent: string;
}

/** A label (collection): a context of the site chosen by its slug, with its own theme and feature switches. */
@Entity('labels')
export class Label extends BaseEntity {
  @Column({ unique: true }) slug: string;
  @Column() name: string;
  @Column({ default: 0 }) position: number;
  @Column({ type: 'text', default: '' }) catchPhrase: string;
  @Column({ type: 'text', default: '' }) catchLines: string;
  @Column({ type: 'text', default: '' }) description: string;
  @Column({ type: 'text', default: '' }) css: string;
  @Column({ type: 'jsonb' }) theme: LabelTheme;
  @Column({ type: 'text', nullable: true }) globalMessage: string | null;
  @Column({ type: 'text', nullable: true }) checkoutMessage: string | null;
  @Column({ type: 'text', nullable: true }) facebookPage: string | null;
  @Column({ type: 'text', nullable: true }) blueskyPage: string | null;
  @Column({ type: 'text', nullable: true }) linkedinPage: string | null;
  @Column({ type: 'text', nullable: true }) instagramPage: string | null;
  @Column({ default: false }) featureAbout: boolean;
  @Column({ default: false }) featureProjects: boolean;
  @Column({ default: false }) featureLibrary: boolean;
  @Column({ default: false }) featureExternals: boolean;
  @Column({ default: false }) featureShop: boolean;
  @Column({ default: false }) featureEvents: boolean;
  @Column({ default: false }) featureAuthors: boolean;
  @Column({ default: false }) featureCart: boolean;
  @Column({ default: false }) featureBookseller: boolean;
  @Column({ default: false }) featureCrowdfunding: boolean;
  /** Uploaded images (`uploads/<uuid>.webp`); null: the generated ones. */
  @Column({ type: 'text', nullable: true }) logo: string | null;
  @Column({ type: 'text', nullable: true }) logoFooter: string | null;
  @Column({ type: 'text', nullable: true }) logoBig: string | null;
  @Column({ type: 'text', nullable: true }) emblem: string | null;
  @Column({ default: 1 }) version: number;
}
