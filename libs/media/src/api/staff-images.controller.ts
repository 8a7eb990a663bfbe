import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, Roles } from '@shop/auth';
import { DrfValidationError, type MultipartLimits, readMultipartForm } from '@shop/common';
import type { FastifyRequest } from 'fastify';
import { MAX_UPLOAD_BYTES, UploadRefused } from '../uploads/image-conversion';
import { ImageUploads } from '../uploads/image-uploads.service';
import { UPLOAD_MESSAGES as M } from '../uploads/upload-messages';
import { uploadUrl } from '../uploads/upload-paths';
import { ImageUploadFormDoc } from './staff-images.dto';
import { UploadedImageResponse } from './staff-images.responses';

/** One file of 5 MB at most (cut off while streaming past that), no text field worth keeping. */
const LIMITS: MultipartLimits = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 1024, parts: 5 };

/** Staff only: images for the records of the back office, uploaded before a record names them by URL. */
@ApiTags('Images (équipe)')
@Controller('api/staff/images')
export class StaffImagesController {
  constructor(private readonly uploads: ImageUploads) {}

  /**
   * multipart/form-data `{file}` → 201 `{id, url, png_url, width, height}`. Refusals are 400
   * `{file: [message]}`; the body is read here, not by a pipe: the file is in its parts.
   */
  @Post()
  @ApiOperation({ summary: 'Envoyer une image (équipe)' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: ImageUploadFormDoc })
  @ApiCreatedResponse({ type: UploadedImageResponse, description: 'L’image enregistrée, en WebP et en PNG (la même image déjà envoyée : celle-ci).' })
  @HttpCode(201)
  @Roles('staff')
  async upload(@CurrentUser() staff: AuthUser, @Req() req: FastifyRequest): Promise<UploadedImageResponse> {
    if (!req.isMultipart()) throw DrfValidationError.single('file', M.noFile);
    const form = await readMultipartForm(req, LIMITS, { unreadableForm: M.unreadableForm, oneFileOnly: M.oneFileOnly, fileTooLarge: M.tooLarge });
    if (form.fileTooLarge) throw DrfValidationError.single('file', M.tooLarge);
    if (!form.file) throw DrfValidationError.single('file', M.noFile);
    try {
      const stored = await this.uploads.upload({ bytes: form.file.bytes, name: form.file.name, uploadedBy: staff.id });
      return { id: stored.id, url: uploadUrl(stored.id, 'webp'), png_url: uploadUrl(stored.id, 'png'), width: stored.width, height: stored.height };
    } catch (error) {
      if (error instanceof UploadRefused) throw DrfValidationError.single('file', error.message);
      throw error;
    }
  }
}
