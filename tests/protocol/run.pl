#!/usr/bin/perl
# run.pl: the runner of the protocol session files (format: README).
# Usage: perl run.pl PROGRAM FILE.tst...
use strict;
use warnings;
use File::Temp qw(tempdir);
use File::Basename qw(basename);
use Cwd qw(abs_path);

my $prog = shift @ARGV;
my ($files, $failed) = (0, 0);
my $sanitized = ($ENV{SANITIZE} // '') eq '1'
	|| system("grep -q __asan_init '$prog' 2>/dev/null") == 0;

sub unescape {
	my ($s) = @_;
	$s =~ s/\\(x([0-9a-fA-F]{2})|\\)/defined $2 ? chr(hex $2) : "\\"/ge;
	return $s;
}

for my $file (@ARGV) {
	$files++;
	my $name = basename($file);
	my ($game) = $name =~ /^(quixo|thaayam)/;
	unless ($game) {
		print "protocol: $name: the file name must start with quixo or thaayam\n";
		$failed++;
		next;
	}
	open my $fh, '<', $file or die "$file: $!";
	my ($input, @expect, @where) = ('');
	my $n = 0;
	my $args = '';
	while (my $line = <$fh>) {
		$n++;
		chomp $line;
		if ($line =~ /^## args: (--[a-z-]+(?: --[a-z-]+)*)$/) {
			$args = " $1";
		} elsif ($line =~ /^##/) {
			next;
		} elsif ($line =~ /^> (.*)$/s || $line =~ /^>()$/) {
			$input .= unescape($1) . "\n";
		} elsif ($line =~ /^>repeat (\d+) (.*)$/) {
			$input .= unescape($2) x $1 . "\n";
		} elsif ($line =~ /^>raw (.*)$/) {
			$input .= unescape($1);
		} else {
			push @expect, $line;
			push @where, $n;
		}
	}
	close $fh;
	my $dir = tempdir(CLEANUP => 1);
	open my $in, '>', "$dir/input" or die;
	binmode $in;
	print $in $input;
	close $in;
	local $ENV{XDG_DATA_HOME} = "$dir/data";
	local $ENV{XDG_STATE_HOME} = "$dir/state";
	# The protocol is the same under every locale: PROTOCOL_LC_ALL runs the
	# files under another one (make check: tr_TR.UTF-8, de_DE.UTF-8).
	local $ENV{LC_ALL} = $ENV{PROTOCOL_LC_ALL} // 'C';
	# Memory stays bounded: 400 MB of address space, except under ASan,
	# which reserves terabytes of shadow memory.
	my $limit = $sanitized ? '' : 'ulimit -v 400000;';
	my $status = system('sh', '-c',
		"cd '$dir' && $limit timeout 60 '$prog' $game --engine$args <input >output 2>errors");
	$status >>= 8;
	open my $out, '<', "$dir/output" or die;
	my @got = map { chomp; $_ } <$out>;
	close $out;
	my @problems;
	push @problems, "exit status $status (expected 0)" if $status != 0;
	my ($i, $j) = (0, 0); # expected line, output line
	while ($i <= $#expect || $j <= $#got) {
		my ($e, $g) = ($expect[$i], $got[$j]);
		if (defined $e && $e =~ /^~\* (.*)$/) {
			# any number of lines (none included) matching the regex
			my $re = $1;
			$j++ while defined $got[$j] && $got[$j] =~ /^(?:$re)$/;
			$i++;
			next;
		}
		if (!defined $e) {
			push @problems, "extra output line " . ($j + 1) . ": '$g'";
			last;
		}
		if (!defined $g) {
			push @problems, "line $where[$i]: missing output, expected '$e'";
			last;
		}
		my $ok = $e =~ /^~ (.*)$/ ? $g =~ /^(?:$1)$/ : $g eq $e;
		unless ($ok) {
			push @problems, "line $where[$i]: expected '$e'\n    got '$g'";
			last;
		}
		$i++;
		$j++;
	}
	if (@problems) {
		$failed++;
		print "protocol: FAIL $name\n";
		print "  $_\n" for @problems;
		if (-s "$dir/errors") {
			open my $err, '<', "$dir/errors";
			print "  stderr: $_" for grep { defined } (<$err>)[0 .. 9];
		}
	}
}
printf "protocol: %d session files, %d failed\n", $files, $failed;
exit($failed ? 1 : 0);
