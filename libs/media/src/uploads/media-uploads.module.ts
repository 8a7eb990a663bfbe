import { Module } from '@nestjs/common';
import { AccountReadersModule } from '@shop/auth';
import { StaffImagesController } from '../api/staff-images.controller';
import { UploadedImagesMediaController } from '../api/uploaded-images-media.controller';
import { ImageUploads } from './image-uploads.service';
import { UploadedImages } from './uploaded-images';

/** The reader of uploaded images alone, for modules whose records name them (no routes, no accounts). */
@Module({ providers: [UploadedImages], exports: [UploadedImages] })
export class UploadedImagesModule {}

/** Staff's image uploads (POST api/staff/images/) and their serving (GET media/uploads/…), for the API. */
@Module({
  imports: [UploadedImagesModule, AccountReadersModule],
  controllers: [StaffImagesController, UploadedImagesMediaController],
  providers: [ImageUploads],
  exports: [UploadedImagesModule],
})
export class MediaUploadsModule {}
