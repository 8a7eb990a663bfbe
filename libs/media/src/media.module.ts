import { Global, Module } from '@nestjs/common';
import { MediaRenderer } from './media-renderer';

/** One renderer (and so one image cache) for the whole process, whichever module serves the image. */
@Global()
@Module({ providers: [MediaRenderer], exports: [MediaRenderer] })
export class MediaModule {}
