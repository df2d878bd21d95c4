import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import { PlanChoiceDto } from './plan-choice.dto';

/** A plan choice, and for a downgrade to fewer seats than devices in use the devices that stay (the use case checks them). */
export class ChangePlanDto extends PlanChoiceDto {
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(100)
  @IsString({ each: true })
  @MaxLength(64, { each: true })
  keepDeviceIds?: string[];
}
