import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { campaignEndJobId, QUEUES } from '@shop/common';
import { Queue } from 'bullmq';

/** The prefix of every end job of a campaign, whatever its end date. */
const jobsOfCampaign = (campaignId: number) => `${campaignEndJobId(campaignId, new Date(0)).replace(/-0$/, '')}-`;

/**
 * Puts a campaign's end job in BullMQ, delayed until its end date, under an id made of the campaign
 * and that date: adding it again changes nothing (BullMQ ignores a known id), and a new end date
 * is a new job, the waiting jobs of earlier dates removed.
 */
@Injectable()
export class CampaignEndPlanner {
  constructor(@InjectQueue(QUEUES.campaignEnds) private readonly queue: Queue) {}

  async plan(campaignId: number, endDate: Date): Promise<string> {
    const jobId = campaignEndJobId(campaignId, endDate);
    const prefix = jobsOfCampaign(campaignId);
    for (const job of await this.queue.getJobs(['delayed', 'waiting'])) {
      // A job already running finishes; its end date no longer being the campaign's, it leaves.
      if (job?.id?.startsWith(prefix) && job.id !== jobId) await job.remove().catch(() => undefined);
    }
    await this.queue.add('end', { campaignId, endsAt: endDate.toISOString() }, { jobId, delay: Math.max(0, endDate.getTime() - Date.now()) });
    return jobId;
  }

  /** Adds the job if Redis does not have it (the reconciler's round): a known id is left as it is. */
  async ensure(campaignId: number, endDate: Date): Promise<void> {
    await this.queue.add(
      'end',
      { campaignId, endsAt: endDate.toISOString() },
      { jobId: campaignEndJobId(campaignId, endDate), delay: Math.max(0, endDate.getTime() - Date.now()) },
    );
  }
}
